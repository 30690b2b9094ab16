export interface PackageUnderCheck {
  readonly manifest: {
    readonly name: string;
    readonly license?: string;
    readonly dependencies?: Readonly<Record<string, string>>;
    readonly peerDependencies?: Readonly<Record<string, string>>;
  };
  readonly files: readonly string[];
  readonly read: (path: string) => string;
}
export function licenseId(text: string): 'MIT' | 'Apache-2.0' | null;
export function isReactPackage(manifest: PackageUnderCheck['manifest']): boolean;
export function packageProblems(pkg: PackageUnderCheck, rootLicense: string): string[];
export function readmeProblems(name: string, text: string): string[];
