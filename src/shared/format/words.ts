/** "a", "a and b", "a, b and c". */
export function joinWords(words: readonly string[]): string {
  if (words.length < 2) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** The text with its first letter in upper case, to open a sentence. */
export const upperFirst = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
