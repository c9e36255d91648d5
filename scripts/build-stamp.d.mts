export declare const WORKSPACES: readonly string[];
export declare const OUTPUTS: readonly string[];
export declare const STAMP: string;
export declare function sourceFingerprint(root: string): string;
export declare function buildReason(root: string): string | null;
export declare function writeStamp(root: string, fingerprint: string): void;
