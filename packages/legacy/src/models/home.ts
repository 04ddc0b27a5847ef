import { stampAs } from "../db/sql.js";

/** A Video as `videos` answers it (README, "Shapes"). */
export const VIDEO_COLUMNS = `id, url, status, ${stampAs("start_date", "start_date")}, ${stampAs("end_date", "end_date")}`;

/** A Slider as `sliders` answers it (README, "Shapes"). */
export const SLIDER_COLUMNS = `id, name, file, url, status, priority, ${stampAs("start_date", "start_date")}, ${stampAs("end_date", "end_date")}`;
