// The options of `people sandbox` (the defaults are in the registration, index.ts).

export interface SandboxCommandOptions {
  port: number;
  host: string;
  allowRemote?: boolean;
  credits: number;
  people: number;
  seed?: string;
  key?: string;
  rateLimit: number;
  pace: number;
}
