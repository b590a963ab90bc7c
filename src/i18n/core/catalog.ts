// The type of a translated catalog: the English catalog's shape, every key a string, except that
// the `_one` form of a plural may be absent (Korean has one form only; catalogs.test.ts checks
// each language has exactly the plural forms Intl.PluralRules names for it).

/** A translation of catalog `T` (the English one). */
export type Translation<T> = {
  readonly [K in keyof T as K extends `${string}_one` ? never : K]: T[K] extends string
    ? string
    : Translation<T[K]>;
} & {
  readonly [K in keyof T as K extends `${string}_one` ? K : never]?: string;
};
