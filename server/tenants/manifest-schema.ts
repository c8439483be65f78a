import { z } from 'zod';
import { baseTokens } from '../../shared/theme/base-tokens.ts';
import { isTokenLeaf } from '../../shared/theme/token-tree.ts';
import { isLanguageCode, LANGUAGE_CODES, SOURCE_LANGUAGE, type LanguageCode } from '../../shared/i18n/languages.ts';
import { isCurrencyCode } from '../../shared/i18n/money.ts';
import { translationsSchema } from './translations.ts';

/**
 * The provider manifest: tenants/<slug>/tenant.yaml. This zod schema is the source of truth;
 * tenants/tenant.schema.json is generated from it (npm run gen:tenant-schema) for editors.
 * Colour-contrast rules need the merged theme, so they are checked after parsing
 * (see manifest-contrast.ts).
 */

const hexColour = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'must be a hex colour such as #1d4ed8 or #fff');
const cssValue = z
  .string()
  .min(1)
  .max(200)
  .refine((v) => !/[;{}<>]/.test(v), {
    message: 'must be a single CSS value (no ; { } < or >)',
  });

/** Builds the theme schema from the base token tree: same keys, every key optional, no others. */
function themeSchema(node: object, isColour: boolean): z.ZodType {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, child] of Object.entries(node)) {
    const colour = isColour || key === 'color';
    shape[key] = (isTokenLeaf(child) ? (colour ? hexColour : cssValue) : themeSchema(child, colour)).optional();
  }
  return z.strictObject(shape);
}

/** A file inside the tenant folder, for example assets/logo.svg. */
const assetPath = z
  .string()
  .regex(/^assets\/[A-Za-z0-9._/-]+$/, 'must be a path inside the tenant folder starting with assets/')
  .refine((p) => !p.split('/').includes('..'), { message: 'must not contain ..' });

const imagePath = assetPath.refine((p) => /\.(svg|png|jpe?g|webp|avif|gif|ico)$/i.test(p), {
  message: 'must be an image (.svg, .png, .jpg, .webp, .avif, .gif or .ico)',
});

const hostname = z
  .string()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/, 'must be a lower-case host name without port or scheme');

const text = (max: number) => z.string().trim().min(1).max(max);

const featureFlagsSchema = z.strictObject({
  recharge: z.boolean().default(true),
  specialityModules: z.boolean().default(true),
  reports: z.boolean().default(true),
  leaderboard: z.boolean().default(true),
  tickets: z.boolean().default(true),
  membership: z.boolean().default(true),
  calculator: z.boolean().default(true),
  notes: z.boolean().default(true),
  createTest: z.boolean().default(true).describe('Create Test: learners build their own tests from the practice pool.'),
  tutorMode: z.boolean().default(true).describe("Tutor mode for learners' own tests: each answer scored and explained as it is confirmed."),
  reviewDeck: z.boolean().default(true).describe('The review deck: questions answered wrong or unsure come back on a spaced schedule.'),
  peerAnswers: z.boolean().default(true).describe("How others answered: check-answers shows how the provider's learners answered each question."),
});

/** The limits of learners' own tests, and which tests feed the practice pool they are drawn from. */
const practiceSchema = z.strictObject({
  maxQuestions: z.number().int().min(1).max(200).default(40).describe('The most questions a learner may put in a test they build (1 to 200, default 40).'),
  secondsPerQuestion: z
    .number()
    .int()
    .min(10)
    .max(600)
    .default(90)
    .describe("A timed test's time per question, in seconds (10 to 600, default 90); its duration is rounded up to whole minutes."),
  poolTests: z
    .array(z.string().min(1))
    .min(1)
    .optional()
    .describe(
      'Keys of Quizzes in content/tests.yaml whose questions feed the practice pool. Left out, the whole bank feeds it. ' +
        "Never an Exam's questions, nor one held back for Exams (examOnly).",
    ),
});

/** How the leaderboard names other learners (the caller is always "You"; a learner who hides their name is "Learner"). */
export const leaderboardNames = ['short', 'full', 'initials'] as const;
export type LeaderboardNames = (typeof leaderboardNames)[number];

const leaderboardSchema = z.strictObject({
  names: z
    .enum(leaderboardNames, { error: 'must be short (Ada L.), full (Ada Lovelace) or initials (A. L.)' })
    .default('short')
    .describe('How other learners are named on the leaderboard: short "Ada L." (the default), full "Ada Lovelace" or initials "A. L.".'),
});

const languageCode = z
  .string()
  .refine(isLanguageCode, { message: `must be a language the product ships: ${LANGUAGE_CODES.join(', ')}` }) as unknown as z.ZodType<LanguageCode, string>;

const copySchema = z.record(z.string().regex(/^[a-z][a-zA-Z-]*:[A-Za-z0-9_.]+$/, 'must be an i18n key such as landing:hero.getStarted'), text(500));

/** What tenant.yaml may write in another language (translations.<code>): the learner-visible words, never files or settings. */
const manifestTranslation = z.strictObject({
  name: text(80).optional(),
  brand: z.strictObject({ logoAlt: text(120).optional() }).optional(),
  landing: z
    .strictObject({
      hero: z.strictObject({ heading: text(120).optional(), tagline: text(300).optional() }).optional(),
      about: z.strictObject({ html: text(20000).optional() }).optional(),
      insight: z.strictObject({ heading: text(120).optional(), subheading: text(400).optional() }).optional(),
    })
    .optional(),
  copy: copySchema
    .optional()
    .describe(
      "Overrides of user-interface strings in this language, by i18n key. The default language's overrides are not shown in another language: " +
        "a key not given here shows the product's own string in that language.",
    ),
});
export type ManifestTranslation = z.infer<typeof manifestTranslation>;

export const manifestSchema = z.strictObject({
  name: text(80).describe('The provider name shown in the header, titles and emails.'),
  hosts: z.array(hostname).default([]).describe('Production host names that serve this provider. <slug>.localhost is always added.'),
  platformType: z.enum(['Free', 'Paid']).describe('Free: every learner may take every test. Paid: tests need an active plan.'),
  domain: text(80).describe('Top of the summary tree, for example "Medicine" or "Accountancy".'),
  subdomain: text(80)
    .optional()
    .describe('The second level of the summary tree, the exam this provider prepares for, e.g. "MRCP Part 1". Defaults to the provider name.'),
  locale: languageCode.default(SOURCE_LANGUAGE).describe(`The provider's default language (BCP 47), one the product ships: ${LANGUAGE_CODES.join(', ')}.`),
  languages: z
    .array(languageCode)
    .min(1)
    .optional()
    .refine((codes) => codes === undefined || new Set(codes).size === codes.length, { message: 'must not name a language twice' })
    .describe('The languages a learner may choose, the default one among them. Defaults to just `locale`.'),
  currency: z
    .string()
    .refine(isCurrencyCode, { message: 'must be an ISO 4217 currency code in capitals that the product knows, such as GBP, EUR, USD or JPY' })
    .default('GBP')
    .describe('ISO 4217 code of the currency plans are priced in; prices are written in its major units (19.99 GBP, 1999 JPY).'),
  brand: z.strictObject({
    logo: imagePath.describe('Logo shown in the header and emails.'),
    logoAlt: text(120).optional().describe('Alternative text of the logo; defaults to the provider name.'),
    logoShowsName: z.boolean().default(false).describe('True when the logo is a wordmark that already spells the name: the header then shows the logo alone.'),
    favicon: imagePath.describe('Browser tab icon.'),
  }),
  theme: themeSchema(baseTokens, false).default({}).describe('Overrides of the base design tokens (shared/theme/base-tokens.ts).'),
  fonts: z
    .array(
      z.strictObject({
        family: z.string().regex(/^[A-Za-z0-9 -]{1,60}$/, 'must be a font family name (letters, digits, spaces, dashes)'),
        file: assetPath.refine((p) => p.endsWith('.woff2'), { message: 'must be a .woff2 file' }),
        weight: z.number().int().min(100).max(900).default(400),
        style: z.enum(['normal', 'italic']).default('normal'),
      }),
    )
    .default([])
    .describe('Web fonts served from the tenant folder; name their family in theme.font.family.'),
  copy: copySchema.default({}).describe('Overrides of user-interface strings, by i18n key (namespace:key).'),
  features: featureFlagsSchema.default(featureFlagsSchema.parse({})),
  leaderboard: leaderboardSchema.default(leaderboardSchema.parse({})).describe('The leaderboard (features.leaderboard): how it names learners.'),
  practice: practiceSchema
    .default(practiceSchema.parse({}))
    .describe("Learners' own tests (features.createTest, tutorMode, reviewDeck): their limits and the practice pool."),
  landing: z.strictObject({
    hero: z.strictObject({ heading: text(120), tagline: text(300), bannerImage: imagePath }),
    about: z.strictObject({ image: imagePath.optional(), html: text(20000) }),
    insight: z.strictObject({ heading: text(120).optional(), subheading: text(400).optional(), image: imagePath.optional() }).default({}),
  }),
  support: z.strictObject({
    email: z.email(),
    phone: text(40).optional(),
  }),
  translations: translationsSchema(manifestTranslation),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** The languages a learner of this provider may choose, the default first when it is not listed. */
export function offeredLanguages(manifest: Pick<Manifest, 'locale' | 'languages'>): LanguageCode[] {
  return manifest.languages ?? [manifest.locale];
}
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

const planSchema = z.strictObject({
  key: z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be a short lower-case key such as three-months'),
  name: text(60),
  price: z
    .number()
    .positive()
    .describe("Price in major units of the provider's currency (tenant.yaml `currency`), with at most its decimals: 29.99 GBP, 1999 JPY, 1.999 KWD."),
  validity: text(40).describe('Label of the period, for example "3 Months".'),
  validityDays: z.number().int().min(1).max(3660),
  access: text(120),
  features: z.array(text(200)).min(1).max(20),
  translations: translationsSchema(
    z.strictObject({
      name: text(60).optional(),
      validity: text(40).optional(),
      access: text(120).optional(),
      features: z.array(text(200)).min(1).max(20).optional().describe('Replaces the whole list.'),
    }),
  ),
});
export const plansFileSchema = z.array(planSchema).max(12);

const faqSchema = z.strictObject({
  question: text(300),
  answer: text(4000),
  translations: translationsSchema(z.strictObject({ question: text(300).optional(), answer: text(4000).optional() })),
});
export const faqsFileSchema = z.array(faqSchema).max(100);

/** content/help.html's front matter. */
export const helpPageFrontMatterSchema = z.strictObject({
  title: text(120),
});

/** The front matter of a page in another language (content/help.<code>.html, content/pages/NN-url.<code>.html): its title only. */
export const translatedPageFrontMatterSchema = z.strictObject({
  title: text(120),
});

export const footerPageFrontMatterSchema = z.strictObject({
  title: text(120),
  url: z.string().regex(/^[a-z0-9-]{1,60}$/, 'must be a lower-case slug such as terms-of-use'),
});

const supportTopicSchema = z.strictObject({
  key: z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be a short lower-case key such as question-bank'),
  name: text(80).describe('Shown in the ticket form and on ticket cards.'),
  translations: translationsSchema(z.strictObject({ name: text(80).optional() })),
});
const staffMemberSchema = z.strictObject({
  first_name: text(60),
  last_name: text(60),
  email: z.email().max(254).describe('Their sign-in at /staff; never shown to learners.'),
  role: text(80).describe('What they do, for example "Clinical tutor"; shown in the staff inbox.'),
});
/** content/support.yaml: the topics a ticket can be raised under and the staff who answer them. */
export const supportFileSchema = z.strictObject({
  topics: z.array(supportTopicSchema).min(1).max(30),
  staff: z.array(staffMemberSchema).max(200).default([]),
});

export type SupportInput = z.infer<typeof supportFileSchema>;
export type PlanInput = z.infer<typeof planSchema>;
export type FaqInput = z.infer<typeof faqSchema>;
