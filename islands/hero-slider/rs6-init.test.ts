import { describe, expect, it } from 'vitest';
import { initLiteral, readInitLiteral } from './rs6-init.ts';

// As Slider Revolution 6.5 prints it in wp_footer (shortened).
const SCRIPT = `window.RS_MODULES.modules["revslider11"] = {once: undefined, init:function() {
  window.revapi1 = window.revapi1===undefined || window.revapi1===null || window.revapi1.length===0 ? document.getElementById("rev_slider_1_1") : window.revapi1;
  if(window.revapi1.revolution==undefined){ revslider_showDoubleJqueryError("rev_slider_1_1"); return;}
  revapi1.revolutionInit({
    revapi:"revapi1",
    sliderLayout:"fullwidth",
    visibilityLevels:"1240,1024,778,480",
    gridwidth:"1140,1024,778,480",
    gridheight:"500,450,400,320",
    responsiveLevels:"2048,1024,778,480",
    delay:9000,
    navigation: {
      keyboardNavigation:true,
      onHoverStop:false,
      touch: { touchenabled:true, swipe_threshold:"75" },
      arrows: { enable:true, style:"hesperiden", hide_under:778, tmp:"<div class='tp-title-wrap'>{{title}}</div>", },
      bullets: { enable:true, style:"hermes", },
    },
    fallbacks: { allowHTML5AutoPlayOnAndroid:true },
  });
}}`;

describe('Slider Revolution 6 init options', () => {
  it('finds the literal passed to revolutionInit for the module, braces in strings and all', () => {
    const literal = initLiteral(SCRIPT, 'rev_slider_1_1')!;
    expect(literal.startsWith('{\n    revapi:"revapi1"')).toBe(true);
    expect(literal.endsWith('allowHTML5AutoPlayOnAndroid:true },\n  }')).toBe(true);
  });

  it('belongs to its module only', () => expect(initLiteral(SCRIPT, 'rev_slider_2_1')).toBeNull());

  it('reads it: unquoted keys, trailing commas, per-level lists and quoted numbers as numbers, names as strings', async () => {
    const options = (await readInitLiteral(initLiteral(SCRIPT, 'rev_slider_1_1')!)) as Record<string, unknown>;
    expect(options).toMatchObject({
      revapi: 'revapi1',
      gridwidth: [1140, 1024, 778, 480],
      gridheight: [500, 450, 400, 320],
      responsiveLevels: [2048, 1024, 778, 480],
      visibilityLevels: '1240,1024,778,480',
      delay: 9000,
      navigation: { touch: { touchenabled: true, swipe_threshold: 75 }, arrows: { enable: true, hide_under: 778, style: 'hesperiden' } },
    });
  });

  it('.revolution({…}) as RS printed it before 6.5', () => {
    expect(initLiteral(`var revapi2 = tpj("#rev_slider_2_1").show().revolution({ delay: 5000 });`, 'rev_slider_2_1')).toBe('{ delay: 5000 }');
  });
});
