export function stripGlslText(text: string): string;
export function stripGlslComments(source: string): string;
export function stripGlslCommentsIn(dir: string): string[];
