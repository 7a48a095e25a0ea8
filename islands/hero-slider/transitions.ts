import { gridOf, type TransitionKind } from './transition-spec.ts';

export interface TransitionRun {
  done: Promise<void>;
  /** Jumps to the end (a new navigation arrived mid-way). */
  finish(): void;
}

interface TransitionInput {
  kind: TransitionKind;
  duration: number;
  slots: number | 'random';
  from: HTMLElement | null;
  to: HTMLElement;
  /** 1 = forwards, -1 = backwards (slide direction). */
  direction: 1 | -1;
  /** Where grid cells are drawn. */
  stage: HTMLElement;
  random?: () => number;
}

function gridCells(input: TransitionInput, animations: Animation[]): HTMLElement {
  const { stage, to, duration } = input;
  const width = stage.clientWidth;
  const height = stage.clientHeight;
  const { cols, rows, filter } = gridOf(input.slots, width, height, input.random);
  const grid = stage.ownerDocument.createElement('div');
  grid.className = 'rs-grid';
  grid.setAttribute('aria-hidden', 'true');
  grid.setAttribute('data-rs-grid', `${cols}x${rows}`);
  grid.setAttribute('data-rs-filter', filter ? 'on' : 'off');
  grid.style.gridTemplate = `repeat(${rows}, 1fr) / repeat(${cols}, 1fr)`;
  const bg = to.querySelector<HTMLImageElement>(':scope > img.rev-slidebg');
  const src = bg?.currentSrc || bg?.src || '';
  const count = cols * rows;
  const cellDuration = duration / 2;
  for (let i = 0; i < count; i++) {
    const cell = stage.ownerDocument.createElement('div');
    const col = i % cols;
    const row = Math.floor(i / cols);
    if (src) {
      cell.style.backgroundImage = `url("${src}")`;
      cell.style.backgroundSize = `${width}px ${height}px`;
      cell.style.backgroundPosition = `${(-col * width) / cols}px ${(-row * height) / rows}px`;
    } else {
      cell.style.background = getComputedStyle(to).backgroundColor;
    }
    grid.append(cell);
    const from: Keyframe = filter ? { opacity: 0, filter: 'blur(8px)' } : { opacity: 0 };
    const end: Keyframe = filter ? { opacity: 1, filter: 'blur(0px)' } : { opacity: 1 };
    animations.push(cell.animate([from, end], { duration: cellDuration, delay: (i / count) * (duration - cellDuration), fill: 'backwards', easing: 'ease-out' }));
  }
  stage.append(grid);
  return grid;
}

/**
 * Brings `to` in over `from` with the Web Animations API: fade, slide (both slides move), or a
 * grid of cells that fade in one after another with the next slide's background (then the
 * slide itself shows). The caller marks which slide is active; this only animates.
 */
export function runTransition(input: TransitionInput): TransitionRun {
  const animations: Animation[] = [];
  const { kind, duration, from, to, direction } = input;
  let grid: HTMLElement | null = null;
  if (duration > 0) {
    if (kind === 'fade') {
      animations.push(to.animate([{ opacity: 0 }, { opacity: 1 }], { duration, easing: 'ease-in-out' }));
    } else if (kind === 'slide') {
      animations.push(to.animate([{ transform: `translateX(${direction * 100}%)` }, { transform: 'translateX(0)' }], { duration, easing: 'ease-in-out' }));
      if (from) animations.push(from.animate([{ transform: 'translateX(0)' }, { transform: `translateX(${-direction * 100}%)` }], { duration, easing: 'ease-in-out', fill: 'forwards' }));
    } else {
      to.style.opacity = '0';
      grid = gridCells(input, animations);
    }
  }
  const cleanup = () => {
    grid?.remove();
    to.style.removeProperty('opacity');
    for (const animation of animations) animation.cancel();
  };
  const done = Promise.all(animations.map((animation) => animation.finished)).then(cleanup, cleanup);
  return {
    done,
    finish() {
      for (const animation of animations) {
        try {
          animation.finish();
        } catch {
          // An animation with no end (never happens here) cannot finish; cancel covers it.
        }
      }
    },
  };
}
