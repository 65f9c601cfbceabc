import { areaSmoke } from './support/area-smoke';

areaSmoke('app');
