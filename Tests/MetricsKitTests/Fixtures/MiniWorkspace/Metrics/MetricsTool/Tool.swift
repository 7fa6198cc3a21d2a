public enum Tool {}
