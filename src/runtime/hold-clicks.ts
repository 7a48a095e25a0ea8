/** Clicks held on an island's host while its chunk is on the way. */
export interface HeldClicks {
  /** Stops holding; with `replay`, clicks each held target again, in order, if still in the page. */
  release(replay: boolean): void;
}

/** What an island acts on when clicked; a click elsewhere (a field, a checkbox, a label) needs no island. */
const ACTIONABLE = 'a[href], button, input[type="submit"], input[type="image"], [role="button"], [role="tab"]';

/**
 * For an island that waits for the visitor (`interaction`): between the first touch that starts
 * its chunk and its mount, the clicks on links and buttons inside its host are held instead of
 * acted on, then made again once it is mounted. Nothing the visitor did is lost: a click on a tab
 * selects it, a click on a form's submit button (or Enter in a field, which clicks it) submits
 * through the island. Fields, checkboxes and labels work as they are meanwhile. If the island
 * fails, the replay lets the server markup do what it does without us (the link is followed, the
 * form posts).
 */
export function holdClicks(host: HTMLElement): HeldClicks {
  const held: HTMLElement[] = [];
  const onClick = (event: MouseEvent) => {
    if (!event.isTrusted) return; // our own replays pass
    const target = (event.target as Element | null)?.closest?.<HTMLElement>(ACTIONABLE);
    if (!target || !host.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(target);
  };
  host.addEventListener('click', onClick, true);
  return {
    release(replay) {
      host.removeEventListener('click', onClick, true);
      if (!replay) return;
      for (const target of held.splice(0)) if (target.isConnected) target.click();
    },
  };
}
