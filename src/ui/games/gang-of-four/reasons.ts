// Gang of Four's reason codes (src/engine/games/gang-of-four/vocabulary.ts REASONS and table.ts
// TABLE_REASONS) are messages of its namespace (src/i18n/games/gang-of-four, `reasons`), in all
// four languages: src/ui/reasons.ts reads them there.

/** None left here: kept for the registry's shape (GameUi.reasons). */
export const GOF_REASONS: Readonly<Record<string, string>> = {};
