/** A phone's screen, 390 x 844 px, as Storybook's viewport add-on names it. */
const PHONE_VIEWPORT = { phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' } } as const;

/**
 * A story's parameters and globals for a phone: the story tests set the browser to 390 px, so
 * media queries (the data tables' cards, the calculator's sheet) answer as on a phone. Spread it
 * into a story: `{ ...onAPhone({ layout: 'padded' }), play }`.
 */
export function onAPhone(parameters: Record<string, unknown> = {}) {
  return {
    parameters: { ...parameters, viewport: { options: PHONE_VIEWPORT } },
    globals: { viewport: { value: 'phone', isRotated: false } },
  };
}
