/** Someone who can be mentioned in a channel. */
export interface Mentionable {
  userId: string;
  firstName: string;
  lastName: string;
}

// Compared as typed, but without case: "é" is not "e" (a name is spelled as its owner spells it).
const fold = (text: string) => text.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();
/** What continues a word or an address: before an "@" it makes an email address, after a name a longer word. */
const WORD_BEFORE = /[\p{L}\p{M}\p{N}._%+-]/u;
const WORD_AFTER = /[\p{L}\p{M}\p{N}_-]/u;

/**
 * The people a chat message mentions (decision 046, addendum): `@first name`, or `@first last`
 * when two people in the channel share that first name (then `@first` alone mentions neither);
 * case-insensitive, accents as typed; not the "@" inside an email address (jan@example.org), and
 * not a longer word ("@Annemie" does not mention Anne). The longest name that fits wins.
 */
export function findMentions(text: string, people: Mentionable[]): Set<string> {
  const found = new Set<string>();
  if (!text.includes("@") || !people.length) return found;
  const names = new Map<string, Set<string>>();
  const add = (name: string, userId: string) => {
    if (!name) return;
    (names.get(name) ?? names.set(name, new Set()).get(name))?.add(userId);
  };
  for (const person of people) {
    add(fold(`${person.firstName} ${person.lastName}`), person.userId);
    add(fold(person.firstName), person.userId);
  }
  // Longest first, so "@jan peeters" is Jan Peeters and not "a Jan" followed by a word.
  const candidates = [...names].sort(([a], [b]) => b.length - a.length);
  const message = fold(text);
  for (let at = message.indexOf("@"); at !== -1; at = message.indexOf("@", at + 1)) {
    if (at > 0 && WORD_BEFORE.test(message[at - 1] ?? "")) continue;
    const rest = message.slice(at + 1);
    for (const [name, ids] of candidates) {
      if (!rest.startsWith(name)) continue;
      const [next] = rest.slice(name.length);
      if (next && WORD_AFTER.test(next)) continue;
      // A first name two people share says nobody; their full names do.
      if (ids.size === 1) for (const id of ids) found.add(id);
      break;
    }
  }
  return found;
}
