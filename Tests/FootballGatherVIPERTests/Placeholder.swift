// Placeholder until the VIPER tests land.
