import { describe, expect, it } from 'vitest';
import { lengthProblem, platformTextLength, renderPostText, xWeightedLength } from './text-length';

describe('X weighted length (twitter-text v3)', () => {
  it('counts Latin text, punctuation and accents as 1 each', () => {
    expect(xWeightedLength('Hello, world!')).toBe(13);
    expect(xWeightedLength('café — naïve')).toBe(12);
    expect(xWeightedLength('a'.repeat(280))).toBe(280);
  });

  it('counts CJK characters as 2 each', () => {
    expect(xWeightedLength('日本語')).toBe(6);
    expect(xWeightedLength('価格 up')).toBe(7);
    // 140 CJK characters fill a post
    expect(lengthProblem('twitter', '漢'.repeat(140), null)).toBeNull();
    expect(lengthProblem('twitter', '漢'.repeat(141), null)).toMatch(/282 characters as X counts them/);
  });

  it('counts an emoji as 2, a joined sequence, a skin tone or a flag as one emoji', () => {
    expect(xWeightedLength('🚀')).toBe(2);
    expect(xWeightedLength('👍🏽')).toBe(2);
    expect(xWeightedLength('👩‍👩‍👧‍👦')).toBe(2);
    expect(xWeightedLength('🇫🇷')).toBe(2);
    expect(xWeightedLength('Go 🚀!')).toBe(6);
  });

  it('counts every URL as 23, short or long, with a scheme or a bare domain', () => {
    expect(xWeightedLength('https://x.co')).toBe(23);
    expect(xWeightedLength(`https://example.com/${'a'.repeat(200)}`)).toBe(23);
    expect(xWeightedLength('See rivalwatch.com now')).toBe(4 + 23 + 4);
    expect(xWeightedLength('a https://a.io b https://b.io')).toBe(2 + 23 + 3 + 23);
    // A long link is fine where its characters would not be
    const text = `${'a'.repeat(250)} https://example.com/${'x'.repeat(100)}`;
    expect(xWeightedLength(text)).toBe(274);
    expect(lengthProblem('twitter', text, null)).toBeNull();
  });

  it('other platforms count characters; Reddit needs a title of at most 300', () => {
    expect(platformTextLength('linkedin', '漢字🚀')).toBe(4);
    expect(lengthProblem('linkedin', 'a'.repeat(3000), null)).toBeNull();
    expect(lengthProblem('linkedin', 'a'.repeat(3001), null)).toBe(
      'The post is 3001 characters; LinkedIn allows 3000',
    );
    expect(lengthProblem('facebook', 'a'.repeat(63_207), null)).toMatch(/Facebook allows 63206/);
    expect(lengthProblem('reddit', 'body', null)).toBe('A Reddit post needs a title');
    expect(lengthProblem('reddit', 'body', 't'.repeat(301))).toBe(
      'The title is 301 characters; Reddit allows 300',
    );
    expect(lengthProblem('reddit', 'body', 't'.repeat(300))).toBeNull();
  });

  it('renders hashtags on their own line, none for Reddit', () => {
    expect(renderPostText('twitter', 'Text', ['shopify', 'pricing'])).toBe('Text\n\n#shopify #pricing');
    expect(renderPostText('reddit', 'Text', ['shopify'])).toBe('Text');
  });
});
