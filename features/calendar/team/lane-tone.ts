import { laneTones } from './team.css';

/** The class that gives an element a lane's colour (domain's 0 … LANE_COLOURS - 1). */
export const laneTone = (colour: number): string => laneTones[colour % laneTones.length] ?? '';
