/**
 * `storybook/test` as a translated story project's stories import it (vitest.config.ts points
 * their imports here): the same functions, but the texts a play function looks for in en-GB
 * ("Start Test", /flag question/i) are looked for as the project's language shows them
 * (story-translator.ts). Everything else is storybook/test's own.
 */
import * as base from 'storybook/test';
import { SOURCE_LANGUAGE } from '../shared/i18n/languages';
import tenants from 'virtual:tenant-themes';
import { catalogFrom } from '../src/i18n/catalogs/catalog-from';
import { createTranslator, type Strings, type TextMatcher } from './story-translator';

export * from 'storybook/test';

const language = typeof __STORY_LANGUAGE__ === 'string' ? __STORY_LANGUAGE__ : SOURCE_LANGUAGE;
const tenant = tenants.find((t) => t.slug === __STORY_TENANT__) ?? tenants[0]!;
const files = import.meta.glob<object>('../src/i18n/locales/*/*.json', { eager: true, import: 'default' });
/** One language's strings by namespace. */
const stringsOf = (code: string): Strings => catalogFrom(Object.fromEntries(Object.entries(files).filter(([file]) => file.split('/').at(-2) === code)));
const translator = createTranslator(language, stringsOf(SOURCE_LANGUAGE), stringsOf(language), {
  source: tenant.manifests[SOURCE_LANGUAGE]?.copy ?? tenant.manifest.copy,
  target: tenant.manifests[language]?.copy ?? {},
});

type Matcher = TextMatcher | ((content: string, element: Element | null) => boolean) | number | undefined;

/** A query's text argument, translated; functions, numbers and absent ones as they are. */
function translate(matcher: Matcher, exact = true): Matcher {
  if (typeof matcher === 'string') return exact ? translator.exact(matcher) : translator.within(matcher);
  if (matcher instanceof RegExp) return translator.pattern(matcher);
  return matcher;
}

type Options = { name?: Matcher; description?: Matcher; exact?: boolean } | undefined;

/** Queries whose first argument is a text (ByText, ByLabelText, …); ByRole's is a role, its name and description in the options. */
const TEXT_QUERY = /^(get|query|find)(All)?By(Text|LabelText|PlaceholderText|AltText|Title|DisplayValue)$/;
const ROLE_QUERY = /^(get|query|find)(All)?ByRole$/;

function translatedQueries<Q extends Record<string, unknown>>(queries: Q): Q {
  return new Proxy(queries, {
    get(target, property, receiver) {
      const query = Reflect.get(target, property, receiver) as unknown;
      if (typeof property !== 'string' || typeof query !== 'function') return query;
      if (TEXT_QUERY.test(property)) {
        return (text: Matcher, options?: Options, ...rest: unknown[]) =>
          (query as (...args: unknown[]) => unknown)(translate(text, options?.exact !== false), options, ...rest);
      }
      if (ROLE_QUERY.test(property)) {
        return (role: string, options?: Options, ...rest: unknown[]) =>
          (query as (...args: unknown[]) => unknown)(
            role,
            options && { ...options, name: translate(options.name), description: translate(options.description) },
            ...rest,
          );
      }
      return query;
    },
  });
}

export const within: typeof base.within = ((element: HTMLElement) => translatedQueries(base.within(element))) as typeof base.within;

/** Matchers that compare an element's text with a string or pattern (true: the whole text, false: part of it). */
const TEXT_MATCHERS: Record<string, boolean> = {
  toHaveTextContent: false,
  toHaveAccessibleName: true,
  toHaveAccessibleDescription: true,
  toHaveAccessibleErrorMessage: true,
};

/**
 * Matchers that compare plain values: each en-GB string in what is expected may also be its
 * translation (an object's keys: the one `actual` has).
 */
const VALUE_MATCHERS = new Set(['toEqual', 'toStrictEqual', 'toMatchObject', 'toBe', 'toContain', 'toHaveAttribute']);

/** `expected` with each string the translation `actual` shows, where it shows one. */
function translatedValue(expected: unknown, actual: unknown): unknown {
  if (typeof expected === 'string') {
    const options = translator.alternatives(expected);
    if (typeof actual === 'string')
      return options.find((option) => normalised(option) === normalised(actual)) ?? options.find((option) => actual.includes(option)) ?? expected;
    if (Array.isArray(actual)) return options.find((option) => actual.includes(option)) ?? expected;
    return expected;
  }
  if (Array.isArray(expected)) return expected.map((item, i) => translatedValue(item, Array.isArray(actual) ? actual[i] : undefined));
  if (expected && typeof expected === 'object' && Object.getPrototypeOf(expected) === Object.prototype) {
    const have = actual && typeof actual === 'object' ? (actual as Record<string, unknown>) : {};
    return Object.fromEntries(
      Object.entries(expected).map(([key, value]) => {
        const shown = translator.alternatives(key).find((option) => option in have) ?? key;
        return [shown, translatedValue(value, have[shown])];
      }),
    );
  }
  return expected;
}

const normalised = (text: string) => text.trim().replace(/\s+/g, ' ');

function translatedAssertion<A extends object>(assertion: A, actual: unknown): A {
  return new Proxy(assertion, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (property === 'not' || property === 'resolves' || property === 'rejects') return translatedAssertion(value as object, actual);
      if (typeof property !== 'string' || typeof value !== 'function') return value;
      const call = (...args: unknown[]) => (value as (...args: unknown[]) => unknown).apply(target, args);
      if (property in TEXT_MATCHERS) return (expected: Matcher, ...rest: unknown[]) => call(translate(expected, TEXT_MATCHERS[property]), ...rest);
      if (property === 'toHaveAttribute') {
        return (name: string, expected?: unknown) => {
          if (typeof expected !== 'string') return call(name, ...(expected === undefined ? [] : [expected]));
          return call(name, translatedValue(expected, actual instanceof Element ? actual.getAttribute(name) : undefined));
        };
      }
      if (VALUE_MATCHERS.has(property)) return (expected: unknown, ...rest: unknown[]) => call(translatedValue(expected, actual), ...rest);
      return value;
    },
  });
}

export const expect: typeof base.expect = new Proxy(base.expect, {
  apply: (target, thisArg, args: unknown[]) => translatedAssertion(Reflect.apply(target, thisArg, args) as object, args[0]),
}) as typeof base.expect;
