// The part of madge's API the import-cycle test uses (the package ships no types).
declare module "madge" {
  type MadgeConfig = {
    baseDir?: string;
    fileExtensions?: string[];
    tsConfig?: string;
    detectiveOptions?: Record<string, Record<string, unknown>>;
  };
  type MadgeResult = {
    /** Each cycle as the files along it, relative to `baseDir`. */
    circular(): string[][];
    obj(): Record<string, string[]>;
  };
  export default function madge(paths: string | string[], config?: MadgeConfig): Promise<MadgeResult>;
}
