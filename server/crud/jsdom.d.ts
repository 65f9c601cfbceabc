// jsdom 29 ships no types and @types/jsdom stops at 28: the one constructor the rich-text cleaner uses.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
