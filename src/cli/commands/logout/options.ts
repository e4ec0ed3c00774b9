// The options of `people logout`.

export interface LogoutOptions {
  force?: boolean;
}
