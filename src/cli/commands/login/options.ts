// The options of `people login`.

export interface LoginOptions {
  withKey?: boolean;
  force?: boolean;
  /** Store the key in the config file (0600) even where an OS keyring answers. */
  insecureStorage?: boolean;
}
