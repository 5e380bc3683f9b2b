/// <reference types="vite/client" />
/// <reference types="vite-plugin-glsl/ext" />
