/**
 * What an island's pure state machine gives back for an event (`state + event → state +
 * effects`): the next state, and the effects its view or driver carries out on the page.
 */
export interface Step<State, Effect> {
  readonly state: State;
  readonly effects: readonly Effect[];
}
