export declare const CHROMIUM_CANDIDATES: readonly (string | undefined)[];
export declare function findChromium(): string | undefined;
export declare const QUIET_FLAGS: readonly string[];
