// The options of `people login`.

export interface LoginOptions {
  withKey?: boolean;
  force?: boolean;
}
