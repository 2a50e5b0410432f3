// Module shapes the bundlers give us: Wrangler/Vite import .wasm as a compiled module.
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}
