// Minimal types for the `sentiment` package (AFINN-165 lexicon), which ships none and has no @types.
declare module 'sentiment' {
  interface SentimentResult {
    score: number;
    comparative: number;
    tokens: string[];
    words: string[];
    positive: string[];
    negative: string[];
    calculation: Record<string, number>[];
  }
  class Sentiment {
    analyze(phrase: string, options?: { language?: string }): SentimentResult;
  }
  export default Sentiment;
}
