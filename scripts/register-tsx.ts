// webpack-cli loads webpack.config.ts through esbuild-register, registered for `.ts` files only.
// The config reads the route table (src/app/routes.ts), which reaches the features' `.tsx`
// modules: register those too, the same way. Imported first thing by webpack.config.ts.
import { register } from 'esbuild-register/dist/node';

register({ extensions: ['.tsx'], target: `node${process.versions.node}` });
