/** The guard swc-plugin-coverage-instrument generates, and the one it is rewritten to. */
export declare const BUGGY_GUARD: string;
export declare const FIXED_GUARD: string;

/** The part of jest's transform options this transformer reads. */
interface TransformOptions {
  instrument: boolean;
  supportsStaticESM: boolean;
}

/** @swc/jest's transformer, with the coverage guard fixed. */
export declare function createTransformer(options?: Record<string, unknown>): {
  process(source: string, filename: string, options: TransformOptions): { code: string };
};
