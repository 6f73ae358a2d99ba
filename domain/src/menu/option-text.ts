import type { Language } from '../common/language.ts';
import { formatForint } from '../common/money.ts';
import type { OrderLunch } from '../lunch/lunch-menu.schemas.ts';
import type { OptionGroup, OrderLineOption } from './options.schemas.ts';

/**
 * Options in words (issue 15), one wording for the mails, the menu PDF and every web display of an order, so the
 * kitchen's ticket, the guest's mail and the status page never disagree about what was ordered.
 */

/** A name in the language asked for; an English name left empty falls back to the Hungarian one. */
const named = (language: Language, name: string, nameEnglish: string) =>
  language === 'en' ? nameEnglish || name : name;

/** "sajt +300 Ft"; a free option is its name alone. */
const optionText = (name: string, price: number, language: Language) =>
  price > 0 ? `${name} +${formatForint(price, language)}` : name;

/**
 * An order line's options, one text per group in the order they were chosen:
 * ["Köret: hasábburgonya", "Extrák: sajt +300 Ft, hagyma"]. Empty for a line without options. Without prices for
 * the kitchen's ticket, which says nothing about money.
 */
export function lineOptionTexts(
  options: readonly OrderLineOption[],
  language: Language,
  { prices = true }: { prices?: boolean } = {},
): string[] {
  const groups = new Map<string, { name: string; choices: string[] }>();
  for (const option of options) {
    // Both names: two groups that share one language's name are still two groups.
    const key = `${option.groupName}\u0000${option.groupNameEnglish}`;
    const group = groups.get(key) ?? {
      name: named(language, option.groupName, option.groupNameEnglish),
      choices: [],
    };
    const name = named(language, option.name, option.nameEnglish);
    group.choices.push(prices ? optionText(name, option.price, language) : name);
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => `${group.name}: ${group.choices.join(', ')}`);
}

const lunchLabels = {
  hu: { soup: 'Leves', main: 'Főétel' },
  en: { soup: 'Soup', main: 'Main' },
} satisfies Record<Language, unknown>;

/** What the variant holds, one text each: ["Leves: Gulyásleves", "Főétel: Rántott csirke"]; a main alone, the main. */
export function lunchLineTexts(lunch: OrderLunch, language: Language): string[] {
  const words = lunchLabels[language];
  const main = `${words.main}: ${named(language, lunch.main.name, lunch.main.nameEnglish)}`;
  return lunch.soup && !lunch.mainOnly
    ? [`${words.soup}: ${named(language, lunch.soup.name, lunch.soup.nameEnglish)}`, main]
    : [main];
}

/** Whom in an office a line is for (issue 31): "Kata részére" / "For Kata". */
export const forNameText = (name: string, language: Language): string =>
  language === 'en' ? `For ${name}` : `${name} részére`;

/**
 * Everything said under an order line, in one order wherever it is shown: a lunch variant's soup and main (issue 31),
 * the options, then whom it is for.
 */
export function lineDetailTexts(
  line: {
    options: readonly OrderLineOption[];
    lunch?: OrderLunch | null | undefined;
    forName?: string | null | undefined;
  },
  language: Language,
  { prices = true }: { prices?: boolean } = {},
): string[] {
  return [
    ...(line.lunch ? lunchLineTexts(line.lunch, language) : []),
    ...lineOptionTexts(line.options, language, { prices }),
    ...(line.forName ? [forNameText(line.forName, language)] : []),
  ];
}

/** One line on a single row (a toast): "2 × Rántott csirke (Köret: hasábburgonya; Extrák: sajt +300 Ft)". */
export function orderLineText(
  line: { name: string; nameEnglish: string; quantity: number } & Parameters<typeof lineDetailTexts>[0],
  language: Language,
): string {
  const options = lineDetailTexts(line, language);
  const name = `${line.quantity} × ${named(language, line.name, line.nameEnglish)}`;
  return options.length === 0 ? name : `${name} (${options.join('; ')})`;
}

const choiceRules = {
  hu: {
    exactly: (n: number) => `${n} kötelező`,
    between: (min: number, max: number) => `${min}–${max} kötelező`,
    upTo: (max: number) => `legfeljebb ${max}`,
  },
  en: {
    exactly: (n: number) => `${n} required`,
    between: (min: number, max: number) => `${min}–${max} required`,
    upTo: (max: number) => `up to ${max}`,
  },
} satisfies Record<Language, unknown>;

/** How many a guest picks, from the group's bounds (min 0 is what makes a group optional). */
function choiceRule(group: OptionGroup, language: Language): string {
  const rules = choiceRules[language];
  if (group.min === 0) return rules.upTo(group.max);
  return group.min === group.max ? rules.exactly(group.min) : rules.between(group.min, group.max);
}

/**
 * A group as the menu lists it under a dish:
 * "Köret választás (1 kötelező): rizs, hasábburgonya, burgonyapüré +200 Ft". Every option given is listed.
 */
export function optionGroupText(group: OptionGroup, language: Language): string {
  const options = group.options.map((option) =>
    optionText(named(language, option.name, option.nameEnglish), option.price, language),
  );
  return `${named(language, group.name, group.nameEnglish)} (${choiceRule(group, language)}): ${options.join(', ')}`;
}
