/** The formats `run --format` prints results in (cli/results.ts renders them). */
export const RESULT_FORMATS = ['text', 'json', 'markdown', 'junit'] as const;
export type ResultFormat = (typeof RESULT_FORMATS)[number];
