/** Where `strip` keeps the repository's package.json, byte for byte, until `restore`. */
export declare const BACKUP: string;
/** The manifest as packed: the repository's, without `scripts`. */
export declare function packedManifest<T extends { scripts?: Record<string, string> }>(manifest: T): Omit<T, 'scripts'>;
/** Writes the packed manifest over `root`/package.json, keeping the original in BACKUP. */
export declare function strip(root: string): void;
/** Puts the repository's package.json back; whether there was one to put back. */
export declare function restore(root: string): boolean;
/** The scripts of a manifest that name a file the tarball lacks, as `name: file` lines. */
export declare function scriptsNamingUnshippedFiles(manifest: { scripts?: Record<string, string> }, paths: readonly string[]): string[];
