export interface PackageDir {
  readonly name: string;
  readonly dir: string | null;
  readonly inside: boolean;
}
export declare const FOILKIT_PACKAGES: string[];
export declare function resolvePackageDirs(repo: string, names?: string[]): PackageDir[];
export declare function foreignPackagesError(repo: string, dirs: readonly PackageDir[]): string | null;
