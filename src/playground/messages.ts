/** Every text the playground shows, in one place for the i18n layer to come. */
export const PLAYGROUND_MESSAGES = {
  title: 'Layer playground: every layer kind with its controls',
  design: (name: string) => `design: ${name}`,
  kind: (kind: string) => `${kind}`,
  colour: (i: number) => `Colour ${i + 1}`,
  opacity: 'Opacity',
  blendMode: 'Blend mode',
  hue: 'Hue',
  saturation: 'Saturation',
  mirror: 'Mirror',
  mirrorCenter: 'Mirror centre',
  copyCenter: 'Copy centre',
  detail3D: '3D detail',
  rawFields: 'Other fields (JSON)',
  badJson: 'These fields are not valid JSON; the last valid value is shown.',
  noWebGl: 'This page needs WebGL2.',
} as const;
