export declare const QUICK_START_HEADING: string;
export interface QuickStartFile {
  /** Relative to the consumer project's root, as the block's first-line comment names it. */
  readonly path: string;
  /** The block's text, first-line comment included, ending in a newline. */
  readonly content: string;
}
export declare function quickStartSection(readme: string): string;
export declare function fencedBlocks(section: string): { lang: string; body: string }[];
export declare function extractQuickStart(readme: string): { files: QuickStartFile[]; install: string | undefined };
/** Whether an argument of the install line stands for this package: its name, or its packed tarball. */
export declare function isPackageArgument(arg: string): boolean;
