import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { HtmlOpenClasses, openClasses } from './HtmlOpenClasses.tsx';
import { containerStyle } from './placement.ts';
import type { PopupModel } from './popup-controller.ts';
import { DELAYED_CLOSE } from './popup-motion.ts';
import { PopupFormView } from './PopupFormView.tsx';
import { ServerNode } from '../../src/ui/ServerNode.tsx';

/**
 * A Popup Maker popup drawn from its state (popup-controller.ts) on the server's own markup,
 * as pum-site.js draws it: shown or not (`pum-active`, `display`, `z-index`, `aria-modal`,
 * `data-pum-state` = the phase; the overlay's `display` and `z-index` kept while it fades out
 * after the close), the container placed and sized, the `<html>` classes, the close
 * button after the content out of the way (`display: none`, jQuery's fadeOut(0)) during
 * `close_button_delay`, and each form in its state. The nodes stay the
 * server's (ServerNode.tsx), so ids, theme CSS and `jQuery('#pum-123')` keep holding them.
 */
export function Popup({ popup }: { popup: PopupModel }) {
  // Drawn at once, not at React's next turn: code that calls PUM.open() finds the popup shown
  // when the call returns, and each event of a step sees the step drawn (popup-controller.ts).
  const subscribe = useCallback((onChange: () => void) => popup.subscribe(() => flushSync(onChange)), [popup]);
  const { showing, forms } = useSyncExternalStore(subscribe, popup.view);
  const { el, container, doc, settings, vars } = popup.ctx;
  // As pum-accessibility.js and pum-forms.js find the popup at its init: every [tabindex] inside
  // is reachable (0), and each form says which popup it is sent from.
  const [printed] = useState(() => ({
    reachable: Array.from(el.querySelectorAll<HTMLElement>('[tabindex]')).filter((node) => node.getAttribute('tabindex') !== '0'),
    unnamed: Array.from(el.querySelectorAll('form')).filter((form) => !form.querySelector('input[name="pum_form_popup_id"]')),
  }));
  // The view gone (a render error puts the server markup back too), the popup stops with it.
  useEffect(() => () => popup.end(), [popup]);
  const shown = showing.phase !== 'closed';
  // Closed, the overlay still fades out over the hidden container (jQuery's fadeOut leaves it display: none).
  const drawn = shown || showing.overlayFading;

  return (
    <>
      <ServerNode
        node={el}
        classes={[settings.overlay_disabled && 'pum-overlay-disabled', shown && 'pum-active']}
        style={{ display: drawn ? 'block' : 'none', 'z-index': drawn ? String(settings.zindex) : null }}
        attributes={{ 'aria-modal': String(shown), 'data-pum-state': showing.phase }}
      />
      <ServerNode node={container} classes={[shown && 'active']} style={shown ? containerStyle(settings, showing.position) : drawn ? { display: 'none' } : undefined} />
      {Array.from(el.querySelectorAll<HTMLElement>(DELAYED_CLOSE), (button, index) => (
        <ServerNode key={index} node={button} style={{ display: showing.closeShown ? null : 'none' }} />
      ))}
      {printed.reachable.map((node, index) => (
        <ServerNode key={index} node={node} attributes={{ tabindex: '0' }} />
      ))}
      {printed.unnamed.map((form, index) => createPortal(<input type="hidden" name="pum_form_popup_id" value={settings.id} />, form, `id-${index}`))}
      {shown && <HtmlOpenClasses doc={doc} classes={openClasses(settings)} />}
      {Array.from(forms, ([form, status], index) => (
        <PopupFormView key={index} form={form} status={status} position={vars.messagePosition} />
      ))}
    </>
  );
}
