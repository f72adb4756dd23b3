import { describeScopedStyles } from './testing/styleScope';

// shared-ui's CSS modules are compiled into each remote's style sheet: the same rule holds for them.
// Its global sheet (styles/tokens.css) is the shell's alone.
describeScopedStyles(__dirname, { modulesOnly: true });
