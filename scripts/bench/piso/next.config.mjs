// The floor's own config, empty: without one, Next takes the portal's, found in a folder above.
const config = {};
export default config;
