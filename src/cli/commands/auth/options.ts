// The options of `people auth status`.

export interface AuthStatusOptions {
  json?: boolean;
}
