/** leaflet.markercluster extends the global `L`: set it before that plugin's module runs. */
import L from "leaflet";

(globalThis as unknown as { L: typeof L }).L = L;
export default L;
