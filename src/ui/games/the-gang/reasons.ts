// The Gang's reason codes (src/engine/games/the-gang/rules.ts and table.ts) are messages of its
// namespace (src/i18n/games/the-gang, `reasons`): src/ui/reasons.ts reads them there.

/** None left here: kept for the registry's shape (GameUi.reasons). */
export const GANG_REASONS: Readonly<Record<string, string>> = {};
