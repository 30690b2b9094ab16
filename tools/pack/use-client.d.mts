export const USE_CLIENT: string;
export function hasUseClient(source: string): boolean;
export function jsModules(dir: string): string[];
export function addUseClient(dir: string): string[];
