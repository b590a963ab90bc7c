// Gangsta!'s reason codes (src/engine/games/gangsta/rules.ts and table.ts) are messages of its
// namespace (src/i18n/games/gangsta, `reasons`): src/ui/reasons.ts reads them there.

/** None left here: kept for the registry's shape (GameUi.reasons). */
export const GANGSTA_REASONS: Readonly<Record<string, string>> = {};
