/** Set by webpack's DefinePlugin: which build of an app is running (shown to tests and ops). */
declare const __BUILD_ID__: string;
declare const __DEV__: boolean;
