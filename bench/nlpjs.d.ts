// NLP.js ships no types; only what bench/nlu.ts uses of it.
declare module '@nlpjs/core' {
  interface NlpInstance {
    settings: { autoSave: boolean; log: boolean };
    addLanguage(locale: string): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    train(): Promise<void>;
    process(locale: string, utterance: string): Promise<{ intent?: string; score: number }>;
  }
  interface Container {
    use(plugin: unknown): void;
    get(name: 'nlp'): NlpInstance;
  }
  export function containerBootstrap(): Promise<Container>;
}
declare module '@nlpjs/lang-es' {
  export const LangEs: unknown;
}
declare module '@nlpjs/nlp' {
  export const Nlp: unknown;
}
