import { defineBackground } from 'wxt/utils/define-background';
import { startBackground } from '../lib/background';

export default defineBackground(() => startBackground());
