/**
 * The base design tokens: every token the product uses, with its default value and its role.
 * Tenants override any subset in `theme:` of their manifest (a partial deep-merged over this).
 * Each leaf becomes a CSS custom property named from its path: color.brand.primary ->
 * --color-brand-primary. Components read only those variables (see src/theme/theme.ts).
 *
 * Colours are hex (#rgb or #rrggbb) so that contrast can be checked when a manifest is loaded.
 */
export interface TokenLeaf {
  readonly value: string;
  readonly description: string;
}

const t = (value: string, description: string): TokenLeaf => ({ value, description });

export const baseTokens = {
  color: {
    brand: {
      primary: t('#1d4ed8', 'Main brand colour: primary buttons, links in the header, active states.'),
      primaryHover: t('#1e40af', 'Primary buttons and brand surfaces while hovered or pressed.'),
      onPrimary: t('#ffffff', 'Text and icons placed on the primary brand colour.'),
      secondary: t('#0f766e', 'Second brand colour: secondary accents, badges, decorative shapes.'),
      onSecondary: t('#ffffff', 'Text and icons placed on the secondary brand colour.'),
      subtle: t('#eff6ff', 'A very light tint of the brand for highlighted panels and selected rows.'),
      onSubtle: t('#1e3a8a', 'Text placed on the subtle brand tint.'),
    },
    bg: {
      page: t('#ffffff', 'Background of the page body.'),
      surface: t('#ffffff', 'Background of cards, dialogs and menus.'),
      surfaceAlt: t('#f8fafc', 'Background of alternating page sections and table stripes.'),
      hero: t('#eff6ff', 'Background of the landing hero band.'),
      inverse: t('#0f172a', 'Background of the footer and other dark bands.'),
      overlay: t('#0f172a', 'Backdrop behind dialogs (used with opacity).'),
    },
    text: {
      default: t('#0f172a', 'Body text on page and surface backgrounds.'),
      muted: t('#475569', 'Secondary text: captions, hints, metadata.'),
      heading: t('#0f172a', 'Headings on page and surface backgrounds.'),
      onHero: t('#0f172a', 'Text placed on the hero background.'),
      onInverse: t('#f8fafc', 'Text placed on the inverse (dark) background.'),
      mutedOnInverse: t('#cbd5e1', 'Secondary text on the inverse background, such as the copyright line.'),
      link: t('#1d4ed8', 'Inline links in body text.'),
    },
    border: {
      default: t('#e2e8f0', 'Hairlines around cards, inputs and table cells.'),
      strong: t('#94a3b8', 'Borders of inputs and controls that must be seen (3:1 against the page).'),
      focus: t('#2563eb', 'Focus ring around the focused control.'),
    },
    status: {
      success: t('#15803d', 'Success messages and icons.'),
      warning: t('#b45309', 'Warnings and pending states.'),
      danger: t('#b91c1c', 'Errors and destructive actions.'),
      info: t('#1d4ed8', 'Neutral information messages.'),
      onStatus: t('#ffffff', 'Text placed on a solid status colour.'),
    },
    answer: {
      correct: t('#15803d', 'Answer marked Correct in reviews (green).'),
      partial: t('#c2410c', 'Answer marked Partial in reviews (orange).'),
      wrong: t('#b91c1c', 'Answer marked Wrong in reviews (red).'),
    },
    band: {
      upTo40: t('#c2410c', 'Percentage bars up to 40 (orange). At least 3:1 against the surface.'),
      upTo55: t('#c08000', 'Percentage bars above 40 and up to 55 (yellow). At least 3:1 against the surface.'),
      upTo65: t('#65a30d', 'Percentage bars above 55 and up to 65 (light green). At least 3:1 against the surface.'),
      upTo75: t('#15803d', 'Percentage bars above 65 and up to 75 (bright green). At least 3:1 against the surface.'),
      upTo100: t('#14532d', 'Percentage bars above 75 (dark green). At least 3:1 against the surface.'),
    },
    chart: {
      series1: t('#00008b', "First chart series colour (the spec's dark blue). At least 3:1 against the surface."),
      series2: t('#b7791f', "Second chart series colour (a deeper shade of the spec's gold, for 3:1 against the surface)."),
      series3: t('#0e7490', "Third chart series colour (the spec's pale yellow cannot be seen on white: teal instead). At least 3:1 against the surface."),
      series4: t('#dc2626', "Fourth chart series colour (the spec's red). At least 3:1 against the surface."),
    },
  },
  font: {
    family: {
      body: t("system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif", 'Font stack of body text and controls.'),
      heading: t("system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif", 'Font stack of headings.'),
    },
    size: {
      xs: t('0.75rem', 'Fine print: badges, legal lines.'),
      sm: t('0.875rem', 'Secondary text and dense tables.'),
      md: t('1rem', 'Body text.'),
      lg: t('1.125rem', 'Lead paragraphs and card titles.'),
      xl: t('1.5rem', 'Section headings on phones.'),
      xxl: t('2rem', 'Section headings on desktops.'),
      display: t('clamp(2rem, 1.2rem + 3.2vw, 3.25rem)', 'The hero heading; scales with the viewport.'),
    },
    weight: {
      regular: t('400', 'Body text.'),
      medium: t('600', 'Buttons, labels and emphasised text.'),
      bold: t('700', 'Headings.'),
    },
    lineHeight: {
      tight: t('1.2', 'Headings.'),
      normal: t('1.6', 'Body text.'),
    },
  },
  radius: {
    sm: t('4px', 'Inputs, badges and small controls.'),
    md: t('8px', 'Buttons and cards.'),
    lg: t('16px', 'Large panels, hero images and dialogs.'),
    pill: t('999px', 'Fully rounded chips and pills.'),
  },
  space: {
    xxs: t('0.25rem', 'Hairline gaps between icons and text.'),
    xs: t('0.5rem', 'Tight gaps inside controls.'),
    sm: t('0.75rem', 'Gaps between related items.'),
    md: t('1rem', 'Default gap and card padding on phones.'),
    lg: t('1.5rem', 'Card padding on desktops; gaps between groups.'),
    xl: t('2.5rem', 'Gaps between blocks inside a section.'),
    xxl: t('4rem', 'Vertical padding of page sections.'),
  },
  shadow: {
    sm: t('0 1px 2px rgb(15 23 42 / 0.08)', 'Resting cards and inputs.'),
    md: t('0 4px 16px rgb(15 23 42 / 0.10)', 'Raised cards, the sticky header.'),
    lg: t('0 12px 40px rgb(15 23 42 / 0.18)', 'Dialogs and toasts.'),
  },
  layout: {
    maxWidth: t('1200px', 'Widest extent of page content.'),
    headerHeight: t('4rem', 'Height of the site header.'),
    control: t('2.75rem', 'Height of buttons, text boxes and menu items, and the smallest touch target (44 px, WCAG 2.5.5).'),
    controlLarge: t('3.25rem', 'Height of large buttons: hero calls to action and a form’s main submit.'),
    option: t('3rem', 'Height of answer options and calculator keys: the targets a timed test taps most.'),
    marker: t('2rem', 'Round option letters (A to P) and small icon buttons inside a row, such as a toast’s close.'),
  },
  motion: {
    fast: t('120ms', 'Hover and press feedback.'),
    normal: t('220ms', 'Accordion and dialog transitions.'),
  },
} as const;

export type BaseTokens = typeof baseTokens;

/** Graphics that carry meaning (bars, chart series) and their background: WCAG 1.4.11 asks 3:1. */
export const graphicPairs: ReadonlyArray<readonly [graphic: string, background: string]> = [
  ...['upTo40', 'upTo55', 'upTo65', 'upTo75', 'upTo100'].map((band) => [`color.band.${band}`, 'color.bg.surface'] as const),
  ...['series1', 'series2', 'series3', 'series4'].map((series) => [`color.chart.${series}`, 'color.bg.surface'] as const),
];

/** Pairs of text and background tokens whose contrast must reach WCAG AA (4.5:1). */
export const contrastPairs: ReadonlyArray<readonly [text: string, background: string]> = [
  ['color.text.default', 'color.bg.page'],
  ['color.text.default', 'color.bg.surface'],
  ['color.text.default', 'color.bg.surfaceAlt'],
  ['color.text.muted', 'color.bg.page'],
  ['color.text.muted', 'color.bg.surface'],
  ['color.text.muted', 'color.bg.surfaceAlt'],
  ['color.text.heading', 'color.bg.page'],
  ['color.text.heading', 'color.bg.surfaceAlt'],
  ['color.text.onHero', 'color.bg.hero'],
  ['color.text.onInverse', 'color.bg.inverse'],
  ['color.text.mutedOnInverse', 'color.bg.inverse'],
  ['color.text.link', 'color.bg.page'],
  ['color.text.link', 'color.bg.surface'],
  ['color.brand.onPrimary', 'color.brand.primary'],
  ['color.brand.onPrimary', 'color.brand.primaryHover'],
  ['color.brand.onSecondary', 'color.brand.secondary'],
  ['color.brand.onSubtle', 'color.brand.subtle'],
  ['color.status.onStatus', 'color.status.success'],
  ['color.status.onStatus', 'color.status.danger'],
  ['color.status.onStatus', 'color.status.info'],
  ['color.status.onStatus', 'color.status.warning'],
  ['color.status.onStatus', 'color.answer.correct'],
  ['color.status.onStatus', 'color.answer.partial'],
  ['color.status.onStatus', 'color.answer.wrong'],
];
