export { onLoad } from './load.ts';
export { onIdle } from './idle.ts';
export { onVisible } from './visible.ts';
export { onInteraction } from './interaction.ts';
export { onMedia } from './media.ts';
export type { Trigger, TriggerOptions } from './types.ts';
