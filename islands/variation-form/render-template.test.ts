import { describe, expect, it } from 'vitest';
import { compileTemplate, legacyEscape, needsInterpreter, TemplateError } from './render-template.ts';

const variation = { variation_description: '<p>Desc</p>', price_html: '<span class="price">9,90 €</span>', sku: 'A B', plugin_badge: 'New', count: 3, nested: { label: 'Deep <b>' } };
const render = (source: string, data: Record<string, unknown> = variation) => compileTemplate(source)({ variation: data });

describe('the fast path (WooCommerce own renderer)', () => {
  it.each([
    ['raw values', '<div>{{{ data.variation.variation_description }}}</div>', '<div><p>Desc</p></div>'],
    ['unknown keys are passed through', '<em>{{{ data.variation.plugin_badge }}}</em>', '<em>New</em>'],
    ['a missing key is empty', '<em>{{{ data.variation.nothing }}}</em>', '<em></em>'],
    ['{{ }} is URL-escaped (window.escape, a quirk kept)', '{{ data.variation.sku }}', 'A%20B'],
    ['mismatched braces print nothing', '{{{ data.variation.sku }}', ''],
    ['CDATA markers are stripped', '/*<![CDATA[*/<i>{{{ data.variation.sku }}}</i>/*]]>*/', '<i>A B</i>'],
    ['no spaces inside the braces', '{{{data.variation.sku}}}', 'A B'],
  ])('%s', (_name, source, expected) => {
    expect(needsInterpreter(source)).toBe(false);
    expect(render(source)).toBe(expected);
  });

  it('legacyEscape matches window.escape', () => {
    expect(legacyEscape('a b/ü€@*_+-.')).toBe('a%20b/%FC%u20AC@*_+-.');
  });
});

describe('the interpreter (templates wp.template would run)', () => {
  it.each([
    ['nested access, HTML-escaped', '<b>{{ data.variation.nested.label }}</b>', '<b>Deep &lt;b&gt;</b>'],
    ['nested access, raw', '{{{ data.variation.nested.label }}}', 'Deep <b>'],
    ['bracket access', "{{{ data.variation['sku'] }}}", 'A B'],
    ['if true', '<# if ( data.variation.sku ) { #>has<# } #>', 'has'],
    ['if false', '<# if ( data.variation.nothing ) { #>has<# } #>', ''],
    ['else', '<# if ( !data.variation.sku ) { #>no<# } else { #>yes<# } #>', 'yes'],
    ['else if', "<# if ( data.variation.count > 5 ) { #>many<# } else if ( data.variation.count === 3 ) { #>three<# } else { #>few<# } #>", 'three'],
    ['&& and ||', '<# if ( data.variation.sku && ( data.variation.nothing || data.variation.count >= 3 ) ) { #>ok<# } #>', 'ok'],
    ['string comparison', "<# if ( data.variation.plugin_badge !== 'Old' ) { #>{{{ data.variation.plugin_badge }}}<# } #>", 'New'],
    ['nested blocks', '<# if ( data.variation.sku ) { #>[<# if ( data.variation.count < 1 ) { #>none<# } else { #>some<# } #>]<# } #>', '[some]'],
    ['null-safe paths', '{{ data.variation.nothing.deeper }}', ''],
  ])('%s', (_name, source, expected) => {
    expect(needsInterpreter(source)).toBe(true);
    expect(render(source)).toBe(expected);
  });

  it.each([
    ['a function call', '<# _.each( data.variation.list, function () { #>x<# } ) #>'],
    ['a global', '{{ window.location }}'],
    ['an assignment', '<# var x = 1; #>'],
    ['an unclosed block', '<# if ( data.variation.sku ) { #>'],
    ['a stray else', '<# } else { #>'],
  ])('refuses %s when compiled', (_name, source) => {
    expect(() => compileTemplate(source)).toThrow(TemplateError);
  });
});
