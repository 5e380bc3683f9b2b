/**
 * Component mode's message types (docs/component-mode.md), apart from the editor's side of the
 * protocol (component.ts) so that a host page (the bulk generator) loads no editor code.
 */
export const COMPONENT_MESSAGES = {
  hello: 'kitsmith:hello',
  load: 'kitsmith:load',
  ready: 'kitsmith:ready',
  apply: 'kitsmith:apply',
  cancel: 'kitsmith:cancel',
} as const;
