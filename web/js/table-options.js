// The options of a new table that the lobby's form offers, beyond the rules
// variant: parameters of the game that `create_table` may change (the game
// entries in `welcome.games` list them with their defaults). Pure functions,
// tested with node.
//
// Only options listed here get a field; the others keep their defaults.

/**
 * The choices of each option the form offers, per game; `null` is "none" (the
 * default). Other games may have a parameter of the same name (Isolo's `ply_cap`
 * is the safety limit of computer-only games): the form offers it only where a
 * person would choose it.
 */
export const CHOICES = {
  // Elephant–Fox–Mouse: the move limit, none by default (the seed's game may never end).
  'elephant-fox-mouse': { ply_cap: [null, 100, 200, 300, 500] },
};

/** The options a game's entry allows that the form offers: [{key, choices, value}]. */
export function offeredOptions(game) {
  const options = game && game.options && typeof game.options === 'object' ? game.options : {};
  const offered = (game && CHOICES[game.id]) || {};
  return Object.keys(offered)
    .filter((key) => key in options)
    .map((key) => ({ key, choices: offered[key], value: options[key] ?? null }));
}

/** A choice as the value of an <option>: "none" or the number. */
export function choiceValue(choice) {
  return choice === null ? 'none' : String(choice);
}

/**
 * The `options` of create_table from the form's values ({ply_cap: "200"}):
 * only the options changed from the game's defaults, or null when none is.
 */
export function chosenOptions(game, values) {
  const out = {};
  for (const { key, value } of offeredOptions(game)) {
    if (!(key in values)) continue;
    const raw = values[key];
    const chosen = raw === 'none' || raw === '' || raw === null ? null : Number(raw);
    if (chosen !== null && !Number.isFinite(chosen)) continue;
    if (chosen !== value) out[key] = chosen;
  }
  return Object.keys(out).length ? out : null;
}
